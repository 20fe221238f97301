.class synthetic Lcom/tidepool/reef/tanklog/SignerCache$1;
.super Ljava/lang/Object;
.source "SignerCache.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/tanklog/SignerCache;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1008
    name = null
.end annotation
