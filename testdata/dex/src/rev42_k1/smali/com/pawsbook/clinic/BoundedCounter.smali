.class public final Lcom/pawsbook/clinic/BoundedCounter;
.super Ljava/lang/Object;
.source "State.kt"

# interfaces
.implements Lkotlin/properties/ReadWriteProperty;

.field private final limit:I
.field private value:I

.method public constructor <init>(I)V
    .registers 2
    .line 15
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    iput v1, v0, Lcom/pawsbook/clinic/BoundedCounter;->limit:I
    return-void
.end method

.method public getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Integer;
    .registers 5
    const-string v1, "property"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    iget v0, v2, Lcom/pawsbook/clinic/BoundedCounter;->value:I
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

.method public setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;I)V
    .registers 6
    const-string v0, "property"
    invoke-static {v4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    iget v1, v2, Lcom/pawsbook/clinic/BoundedCounter;->limit:I
    invoke-static {v5, v1}, Lkotlin/ranges/RangesKt;->coerceAtMost(II)I
    move-result v0
    iput v0, v2, Lcom/pawsbook/clinic/BoundedCounter;->value:I
    .line 22
    return-void
.end method

.method public bridge synthetic getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    .registers 4
    .line 15
    invoke-virtual {v1, v2, v3}, Lcom/pawsbook/clinic/BoundedCounter;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    .registers 5
    .line 15
    check-cast v4, Ljava/lang/Number;
    invoke-virtual {v4}, Ljava/lang/Number;->intValue()I
    move-result v0
    invoke-virtual {v1, v2, v3, v0}, Lcom/pawsbook/clinic/BoundedCounter;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;I)V
    return-void
.end method

