import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ProductMenuNavbarItem from '@site/src/components/ProductMenu';

/**
 * The theme's navbar item types plus ours (wrapped, as the theme marks this module safe to wrap): `custom-productMenu`
 * is the Product panel of `src/config/navbar.ts`, with each product's icon and one line about it.
 */
export default {
  ...ComponentTypes,
  'custom-productMenu': ProductMenuNavbarItem,
};
