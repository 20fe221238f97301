.class final Lcom/tidepool/reef/tanklog/SignerCache$Holder;
.super Ljava/lang/Object;
.source "SignerCache.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tidepool/reef/tanklog/SignerCache;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "Holder"
.end annotation


# static fields
.field static final INSTANCE:Lcom/tidepool/reef/tanklog/SignerCache;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 22
    new-instance v0, Lcom/tidepool/reef/tanklog/SignerCache;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/tidepool/reef/tanklog/SignerCache;-><init>(Lcom/tidepool/reef/tanklog/SignerCache$1;)V

    sput-object v0, Lcom/tidepool/reef/tanklog/SignerCache$Holder;->INSTANCE:Lcom/tidepool/reef/tanklog/SignerCache;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 21
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
