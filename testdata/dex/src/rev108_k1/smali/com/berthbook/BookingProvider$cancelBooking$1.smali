.class final Lcom/berthbook/BookingProvider$cancelBooking$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "BookingProvider.kt"

# instance fields
.field L$0:Ljava/lang/Object;
.field L$1:Ljava/lang/Object;
.field L$2:Ljava/lang/Object;
.field L$3:Ljava/lang/Object;
.field L$4:Ljava/lang/Object;
.field L$5:Ljava/lang/Object;
.field L$6:Ljava/lang/Object;
.field I$0:I
.field synthetic result:Ljava/lang/Object;
.field final synthetic this$0:Lcom/berthbook/BookingProvider;
.field label:I


# direct methods
.method constructor <init>(Lcom/berthbook/BookingProvider;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/berthbook/BookingProvider$cancelBooking$1;->this$0:Lcom/berthbook/BookingProvider;
    invoke-direct {v1, v3}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 9
    iput-object v8, v7, Lcom/berthbook/BookingProvider$cancelBooking$1;->result:Ljava/lang/Object;
    iget v1, v7, Lcom/berthbook/BookingProvider$cancelBooking$1;->label:I
    const/high16 v2, -0x80000000
    or-int v1, v1, v2
    iput v1, v7, Lcom/berthbook/BookingProvider$cancelBooking$1;->label:I
    iget-object v0, v7, Lcom/berthbook/BookingProvider$cancelBooking$1;->this$0:Lcom/berthbook/BookingProvider;
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x0
    const/4 v5, 0x0
    move-object v6, v7
    check-cast v6, Lkotlin/coroutines/Continuation;
    invoke-static/range {v0 .. v6}, Lcom/berthbook/BookingProvider;->access$cancelBooking-d9By3E8(Lcom/berthbook/BookingProvider;Landroid/content/Context;ILjava/lang/String;Landroid/os/Bundle;Ljava/lang/String;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

