import React, {type ReactNode} from 'react';
import {product} from '@site/src/data/product';

/**
 * The product's name, from `src/data/product.ts`. Its figures have no
 * component: `<Fact of="…" />` is written in as text when a page is compiled
 * (plugins/remark/facts), so no page loads the data modules to look them up.
 */
export function Product(): ReactNode {
  return <>{product.name}</>;
}
