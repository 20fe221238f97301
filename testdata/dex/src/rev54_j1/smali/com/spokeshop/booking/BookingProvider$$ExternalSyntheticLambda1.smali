.class public final synthetic Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/spokeshop/tools/Handler;

# instance fields
.field public final synthetic f$0:Lcom/spokeshop/booking/BookingProvider;


# direct methods
.method public synthetic constructor <init>(Lcom/spokeshop/booking/BookingProvider;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda1;->f$0:Lcom/spokeshop/booking/BookingProvider;
    return-void
.end method


# virtual methods
.method public final handle(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    .registers 6
    iget-object v0, p0, Lcom/spokeshop/booking/BookingProvider$$ExternalSyntheticLambda1;->f$0:Lcom/spokeshop/booking/BookingProvider;
    invoke-virtual {v0, p1, p2, p3, p4}, Lcom/spokeshop/booking/BookingProvider;->cancelSlot(Landroid/content/Context;Lorg/json/JSONObject;IZ)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method
