.class public final synthetic Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/spokeshop/tools/Handler;

# static fields
.field public static final synthetic INSTANCE:Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda2;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda2;
    invoke-direct {v0}, Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda2;-><init>()V
    sput-object v0, Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda2;->INSTANCE:Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda2;
    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final handle(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 5
    invoke-static {p1, p2, p3, p4}, Lcom/spokeshop/booking/BookingProvider;->lambda$onCreate$0(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method
