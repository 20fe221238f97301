.class final Lcom/tidepool/reef/cetp/Confirmations$Holder;
.super Ljava/lang/Object;
.source "Confirmations.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/cetp/Confirmations;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "Holder"
.end annotation


# static fields
.field static final INSTANCE:Lcom/tidepool/reef/cetp/Confirmations;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 40
    new-instance v0, Lcom/tidepool/reef/cetp/Confirmations;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/tidepool/reef/cetp/Confirmations;-><init>(Lcom/tidepool/reef/cetp/Confirmations$1;)V

    sput-object v0, Lcom/tidepool/reef/cetp/Confirmations$Holder;->INSTANCE:Lcom/tidepool/reef/cetp/Confirmations;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 39
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
