.class synthetic Lcom/tidepool/reef/dosing/CertPin$1;
.super Ljava/lang/Object;
.source "CertPin.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/dosing/CertPin;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1008
    name = null
.end annotation
