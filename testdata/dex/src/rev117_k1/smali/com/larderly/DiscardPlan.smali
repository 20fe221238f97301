.class public final Lcom/larderly/DiscardPlan;
.super Ljava/lang/Object;
.source "Plans.kt"

# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;


# instance fields
.field private frozen:Z
.field private final skipReview$delegate:Lkotlin/properties/ReadWriteProperty;
.field private final stage$delegate:Lkotlin/properties/ReadWriteProperty;


# direct methods
.method static constructor <clinit>()V
    .registers 8
    const/4 v0, 0x2
    new-array v7, v0, [Lkotlin/reflect/KProperty;
    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v3, Lcom/larderly/DiscardPlan;
    const-string v4, "skipReview"
    const-string v5, "getSkipReview()Z"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x0
    aput-object v2, v7, v1
    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v3, Lcom/larderly/DiscardPlan;
    const-string v4, "stage"
    const-string v5, "getStage()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x1
    aput-object v2, v7, v1
    sput-object v7, Lcom/larderly/DiscardPlan;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    return-void
.end method

.method public constructor <init>()V
    .registers 5
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 10
    sget-object v1, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;
    const/4 v0, 0x0
    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    const/4 v3, 0x0
    .line 17
    new-instance v0, Lcom/larderly/DiscardPlan$special$$inlined$vetoable$1;
    invoke-direct {v0, v2, p0}, Lcom/larderly/DiscardPlan$special$$inlined$vetoable$1;-><init>(Ljava/lang/Object;Lcom/larderly/DiscardPlan;)V
    check-cast v0, Lkotlin/properties/ReadWriteProperty;
    .line 10
    iput-object v0, p0, Lcom/larderly/DiscardPlan;->skipReview$delegate:Lkotlin/properties/ReadWriteProperty;
    .line 12
    sget-object v1, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;
    const-string v2, "planned"
    const/4 v3, 0x0
    .line 20
    new-instance v0, Lcom/larderly/DiscardPlan$special$$inlined$observable$1;
    invoke-direct {v0, v2}, Lcom/larderly/DiscardPlan$special$$inlined$observable$1;-><init>(Ljava/lang/Object;)V
    check-cast v0, Lkotlin/properties/ReadWriteProperty;
    .line 12
    iput-object v0, p0, Lcom/larderly/DiscardPlan;->stage$delegate:Lkotlin/properties/ReadWriteProperty;
    .line 7
    return-void
.end method


# virtual methods
.method public final getFrozen()Z
    .registers 2
    .line 8
    iget-boolean v0, p0, Lcom/larderly/DiscardPlan;->frozen:Z
    return v0
.end method

.method public final getSkipReview()Z
    .registers 4
    .line 10
    iget-object v0, p0, Lcom/larderly/DiscardPlan;->skipReview$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/larderly/DiscardPlan;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v0, p0, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Boolean;
    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v0
    return v0
.end method

.method public final getStage()Ljava/lang/String;
    .registers 4
    .line 12
    iget-object v0, p0, Lcom/larderly/DiscardPlan;->stage$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/larderly/DiscardPlan;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x1
    aget-object v1, v1, v2
    invoke-interface {v0, p0, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final setFrozen(Z)V
    .registers 2
    .line 8
    iput-boolean p1, p0, Lcom/larderly/DiscardPlan;->frozen:Z
    return-void
.end method

.method public final setSkipReview(Z)V
    .registers 5
    .line 10
    iget-object v0, p0, Lcom/larderly/DiscardPlan;->skipReview$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/larderly/DiscardPlan;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-static {p1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    invoke-interface {v0, p0, v1, v2}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    return-void
.end method

.method public final setStage(Ljava/lang/String;)V
    .registers 6
    const-string v1, "<set-?>"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    iget-object v0, p0, Lcom/larderly/DiscardPlan;->stage$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v2, Lcom/larderly/DiscardPlan;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v3, 0x1
    aget-object v2, v2, v3
    invoke-interface {v0, p0, v2, p1}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    return-void
.end method
