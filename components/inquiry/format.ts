/** The inquiry number customers quote on the phone: XJ and the id in eight digits. */
export const inquiryNumber = (id: number) => `XJ${String(id).padStart(8, '0')}`;

/** 'YYYY-MM-DD HH:mm' of an ISO time; '—' when there is none. */
export const dateText = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');
