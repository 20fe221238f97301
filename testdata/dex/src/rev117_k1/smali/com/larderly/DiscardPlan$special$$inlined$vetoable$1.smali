.class public final Lcom/larderly/DiscardPlan$special$$inlined$vetoable$1;
.super Lkotlin/properties/ObservableProperty;
.source "Delegates.kt"

# instance fields
.field final synthetic this$0:Lcom/larderly/DiscardPlan;


# direct methods
.method public constructor <init>(Ljava/lang/Object;Lcom/larderly/DiscardPlan;)V
    .registers 3
    iput-object p2, p0, Lcom/larderly/DiscardPlan$special$$inlined$vetoable$1;->this$0:Lcom/larderly/DiscardPlan;
    .line 51
    invoke-direct {p0, p1}, Lkotlin/properties/ObservableProperty;-><init>(Ljava/lang/Object;)V
    return-void
.end method


# virtual methods
.method protected beforeChange(Lkotlin/reflect/KProperty;Ljava/lang/Object;Ljava/lang/Object;)Z
    .registers 8
    const-string v1, "property"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 52
    move-object v1, p3
    check-cast v1, Ljava/lang/Boolean;
    invoke-virtual {v1}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v2
    move-object v0, p2
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    const/4 v3, 0x0
    .line 74
    if-eqz v2, :L41
    iget-object v0, p0, Lcom/larderly/DiscardPlan$special$$inlined$vetoable$1;->this$0:Lcom/larderly/DiscardPlan;
    invoke-virtual {v0}, Lcom/larderly/DiscardPlan;->getFrozen()Z
    move-result v0
    if-nez v0, :L45
:L41
    const/4 v0, 0x1
    goto :L46
:L45
    const/4 v0, 0x0
:L46
    .line 52
    return v0
.end method
