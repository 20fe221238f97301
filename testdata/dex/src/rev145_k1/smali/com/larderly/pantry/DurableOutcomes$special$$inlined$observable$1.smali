.class public final Lcom/larderly/pantry/DurableOutcomes$special$$inlined$observable$1;
.super Lkotlin/properties/ObservableProperty;
.source "Delegates.kt"


# instance fields
.field final synthetic this$0:Lcom/larderly/pantry/DurableOutcomes;


# direct methods
.method public constructor <init>(Ljava/lang/Object;Lcom/larderly/pantry/DurableOutcomes;)V
    .registers 3

    iput-object p2, p0, Lcom/larderly/pantry/DurableOutcomes$special$$inlined$observable$1;->this$0:Lcom/larderly/pantry/DurableOutcomes;

    .line 33
    invoke-direct {p0, p1}, Lkotlin/properties/ObservableProperty;-><init>(Ljava/lang/Object;)V

    return-void
.end method


# virtual methods
.method protected afterChange(Lkotlin/reflect/KProperty;Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 13

    const-string v1, "property"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 34
    move-object v1, p3

    check-cast v1, Ljava/util/Map;

    move-object v2, v1

    move-object v0, p2

    check-cast v0, Ljava/util/Map;

    move-object v3, v0

    const/4 v4, 0x0

    .line 74
    invoke-interface {v2}, Ljava/util/Map;->entrySet()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v5

    :cond_0
    :goto_0
    invoke-interface {v5}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v5}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v6

    check-cast v6, Ljava/util/Map$Entry;

    invoke-interface {v6}, Ljava/util/Map$Entry;->getKey()Ljava/lang/Object;

    move-result-object v7

    check-cast v7, Ljava/lang/String;

    invoke-interface {v6}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;

    move-result-object v8

    check-cast v8, Lcom/larderly/pantry/Record;

    invoke-interface {v3, v7}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    iget-object v0, p0, Lcom/larderly/pantry/DurableOutcomes$special$$inlined$observable$1;->this$0:Lcom/larderly/pantry/DurableOutcomes;

    invoke-static {v0}, Lcom/larderly/pantry/DurableOutcomes;->access$getDao$p(Lcom/larderly/pantry/DurableOutcomes;)Lcom/larderly/pantry/PantryDao;

    move-result-object v0

    invoke-virtual {v0, v7, v8}, Lcom/larderly/pantry/PantryDao;->saveOutcome(Ljava/lang/String;Lcom/larderly/pantry/Record;)V

    goto :goto_0

    .line 34
    :cond_1
    return-void
.end method
