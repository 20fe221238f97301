.class public final synthetic Lcom/example/r35j2/BookingConfirmActivity$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "R8$$SyntheticClass"

# interfaces
.implements Landroid/view/View$OnClickListener;


# instance fields
.field public final synthetic f$0:Lcom/example/r35j2/BookingConfirmActivity;


# direct methods
.method public synthetic constructor <init>(Lcom/example/r35j2/BookingConfirmActivity;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/example/r35j2/BookingConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r35j2/BookingConfirmActivity;

    return-void
.end method


# virtual methods
.method public final onClick(Landroid/view/View;)V
    .locals 0

    iget-object p1, p0, Lcom/example/r35j2/BookingConfirmActivity$$ExternalSyntheticLambda0;->f$0:Lcom/example/r35j2/BookingConfirmActivity;

    invoke-virtual {p1}, Lcom/example/r35j2/BookingConfirmActivity;->a()V

    return-void
.end method
