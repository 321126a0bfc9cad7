import type { SeedSku } from './types';

/** SKU shorthand: price given in yuan, stored in fen. */
export function sku(pack: string, yuan: number, stock: number, deliveryDays: number): SeedSku {
  return { pack, priceFen: Math.round(yuan * 100), stock, deliveryDays };
}

/** Common storage / shipping combinations. */
export const COLD = { storage: '2-8℃，避光密封保存', shipping: '冰袋运输' } as const;
export const ROOM = { storage: '常温（10-30℃），避光密封保存', shipping: '常温运输' } as const;
export const DRY_ROOM = { storage: '常温，密封干燥保存', shipping: '常温运输' } as const;
export const FROZEN = { storage: '-20℃，避光密封保存', shipping: '冰袋运输' } as const;
export const DEEP_FROZEN = { storage: '-20℃以下，避光、惰性气体保护', shipping: '干冰运输' } as const;
