.class public final synthetic Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity$$ExternalSyntheticLambda0;->f$0:Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .registers 3

    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity$$ExternalSyntheticLambda0;->f$0:Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;

    invoke-virtual {v0, p1}, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;->lambda$onCreate$0$com-tallowbrook-salon-bookings-ConfirmBookingActivity(Landroid/view/View;)V

    return-void
.end method
