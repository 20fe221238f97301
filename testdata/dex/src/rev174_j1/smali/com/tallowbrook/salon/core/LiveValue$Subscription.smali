.class public final Lcom/tallowbrook/salon/core/LiveValue$Subscription;
.super Ljava/lang/Object;
.source "LiveValue.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/tallowbrook/salon/core/LiveValue;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Subscription"
.end annotation


# instance fields
.field private final observer:Lcom/tallowbrook/salon/core/LiveValue$Observer;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/tallowbrook/salon/core/LiveValue$Observer<",
            "*>;"
        }
    .end annotation
.end field

.field private final owner:Lcom/tallowbrook/salon/core/LiveValue;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lcom/tallowbrook/salon/core/LiveValue<",
            "*>;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lcom/tallowbrook/salon/core/LiveValue;Lcom/tallowbrook/salon/core/LiveValue$Observer;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/tallowbrook/salon/core/LiveValue<",
            "*>;",
            "Lcom/tallowbrook/salon/core/LiveValue$Observer<",
            "*>;)V"
        }
    .end annotation

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/tallowbrook/salon/core/LiveValue$Subscription;->owner:Lcom/tallowbrook/salon/core/LiveValue;

    .line 19
    iput-object p2, p0, Lcom/tallowbrook/salon/core/LiveValue$Subscription;->observer:Lcom/tallowbrook/salon/core/LiveValue$Observer;

    .line 20
    return-void
.end method


# virtual methods
.method public cancel()V
    .registers 3

    .line 23
    iget-object v0, p0, Lcom/tallowbrook/salon/core/LiveValue$Subscription;->owner:Lcom/tallowbrook/salon/core/LiveValue;

    iget-object v1, p0, Lcom/tallowbrook/salon/core/LiveValue$Subscription;->observer:Lcom/tallowbrook/salon/core/LiveValue$Observer;

    invoke-virtual {v0, v1}, Lcom/tallowbrook/salon/core/LiveValue;->remove(Lcom/tallowbrook/salon/core/LiveValue$Observer;)V

    .line 24
    return-void
.end method
