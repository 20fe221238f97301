.class synthetic Lcom/plotshare/plots/PlotProvider-IA;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"
