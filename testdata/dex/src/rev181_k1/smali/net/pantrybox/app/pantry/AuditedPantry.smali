.class public final Lnet/pantrybox/app/pantry/AuditedPantry;
.super Ljava/lang/Object;
.source "PantryStore.kt"

# interfaces
.implements Lnet/pantrybox/app/pantry/PantryStore;


# instance fields
.field private final inner:Lnet/pantrybox/app/pantry/PantryStore;


# direct methods
.method public constructor <init>(Lnet/pantrybox/app/pantry/PantryStore;)V
    .registers 3

    const-string v0, "inner"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 78
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lnet/pantrybox/app/pantry/AuditedPantry;->inner:Lnet/pantrybox/app/pantry/PantryStore;

    return-void
.end method


# virtual methods
.method public all()Ljava/util/List;
    .registers 2

    iget-object v0, p0, Lnet/pantrybox/app/pantry/AuditedPantry;->inner:Lnet/pantrybox/app/pantry/PantryStore;

    invoke-interface {v0}, Lnet/pantrybox/app/pantry/PantryStore;->all()Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method public contains(Ljava/lang/String;)Z
    .registers 4

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lnet/pantrybox/app/pantry/AuditedPantry;->inner:Lnet/pantrybox/app/pantry/PantryStore;

    invoke-interface {v0, p1}, Lnet/pantrybox/app/pantry/PantryStore;->contains(Ljava/lang/String;)Z

    move-result v0

    return v0
.end method

.method public get(Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryItem;
    .registers 4

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lnet/pantrybox/app/pantry/AuditedPantry;->inner:Lnet/pantrybox/app/pantry/PantryStore;

    invoke-interface {v0, p1}, Lnet/pantrybox/app/pantry/PantryStore;->get(Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryItem;

    move-result-object v0

    return-object v0
.end method

.method public put(Lnet/pantrybox/app/pantry/PantryItem;)V
    .registers 4

    const-string v1, "item"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lnet/pantrybox/app/pantry/AuditedPantry;->inner:Lnet/pantrybox/app/pantry/PantryStore;

    invoke-interface {v0, p1}, Lnet/pantrybox/app/pantry/PantryStore;->put(Lnet/pantrybox/app/pantry/PantryItem;)V

    return-void
.end method

.method public remove(Ljava/lang/String;)Z
    .registers 7

    const-string v1, "id"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 80
    iget-object v0, p0, Lnet/pantrybox/app/pantry/AuditedPantry;->inner:Lnet/pantrybox/app/pantry/PantryStore;

    invoke-interface {v0, p1}, Lnet/pantrybox/app/pantry/PantryStore;->remove(Ljava/lang/String;)Z

    move-result v2

    move v3, v2

    .line 83
    const/4 v4, 0x0

    .line 80
    if-eqz v3, :cond_0

    const-string v0, "Pantry"

    const-string v1, "item removed"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    :cond_0
    return v2
.end method
