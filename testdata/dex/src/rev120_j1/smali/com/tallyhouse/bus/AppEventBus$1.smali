.class synthetic Lcom/tallyhouse/bus/AppEventBus$1;
.super Ljava/lang/Object;
.source "AppEventBus.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallyhouse/bus/AppEventBus;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1008
    name = null
.end annotation
