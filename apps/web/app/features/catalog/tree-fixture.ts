// A small category tree in the shape of GET /jsonapi/catalog?include=catalog&maxdepth=true,
// for the catalogue's component tests.
import type { CategoryNode } from '@gradnik/contracts/catalog';

function node(id: string, name: string, url: string, children: CategoryNode[] = []): CategoryNode {
  return {
    id,
    type: 'catalog',
    attributes: {
      name,
      url,
      parentId: null,
      depth: url.split('/').length - 2,
      position: Number(id),
      hasChildren: children.length > 0,
      filters: [],
    },
    children,
  };
}

export const TREE: CategoryNode[] = [
  node('1', 'Gradnja', 'gradnja/', [
    node('2', 'Cement in malte', 'gradnja/cement-in-malte/', [
      node('3', 'Cement', 'gradnja/cement-in-malte/cement/'),
      node('4', 'Malte in ometi', 'gradnja/cement-in-malte/malte-in-ometi/'),
    ]),
    node('5', 'Izolacija', 'gradnja/izolacija/'),
  ]),
  node('10', 'Orodje', 'orodje/', [node('11', 'Ročno orodje', 'orodje/rocno-orodje/')]),
  node('20', 'Vrt', 'vrt/'),
];
