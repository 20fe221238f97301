.class Lcom/shotbook/booking/BookingProvider$1$1;
.super Ljava/lang/Object;
.source "BookingProvider.java"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/shotbook/booking/BookingProvider$1;->execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/shotbook/booking/BookingProvider$1;

.field final synthetic val$a:Lcom/shotbook/booking/AppointmentArgs;

.field final synthetic val$uid:I


# direct methods
.method constructor <init>(Lcom/shotbook/booking/BookingProvider$1;Lcom/shotbook/booking/AppointmentArgs;I)V
    .registers 4

    .line 50
    iput-object p1, p0, Lcom/shotbook/booking/BookingProvider$1$1;->this$0:Lcom/shotbook/booking/BookingProvider$1;

    iput-object p2, p0, Lcom/shotbook/booking/BookingProvider$1$1;->val$a:Lcom/shotbook/booking/AppointmentArgs;

    iput p3, p0, Lcom/shotbook/booking/BookingProvider$1$1;->val$uid:I

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 3

    .line 53
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "slot "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-object v1, p0, Lcom/shotbook/booking/BookingProvider$1$1;->val$a:Lcom/shotbook/booking/AppointmentArgs;

    iget-object v1, v1, Lcom/shotbook/booking/AppointmentArgs;->slot:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " booked for uid "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget v1, p0, Lcom/shotbook/booking/BookingProvider$1$1;->val$uid:I

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v1, "ShotBook"

    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 54
    return-void
.end method
