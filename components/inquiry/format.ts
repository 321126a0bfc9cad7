/** The inquiry number customers quote on the phone: XJ and the id in eight digits. */
export const inquiryNumber = (id: number) => `XJ${String(id).padStart(8, '0')}`;
