.class final Lcom/tidepool/reef/dosing/CertPin$Holder;
.super Ljava/lang/Object;
.source "CertPin.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/dosing/CertPin;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "Holder"
.end annotation


# static fields
.field static final INSTANCE:Lcom/tidepool/reef/dosing/CertPin;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 17
    new-instance v0, Lcom/tidepool/reef/dosing/CertPin;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/tidepool/reef/dosing/CertPin;-><init>(Lcom/tidepool/reef/dosing/CertPin$1;)V

    sput-object v0, Lcom/tidepool/reef/dosing/CertPin$Holder;->INSTANCE:Lcom/tidepool/reef/dosing/CertPin;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
