.class public interface abstract Lnet/pantrybox/app/pantry/PantryStore;
.super Ljava/lang/Object;
.source "PantryStore.kt"


# virtual methods
.method public abstract all()Ljava/util/List;
.end method

.method public abstract contains(Ljava/lang/String;)Z
.end method

.method public abstract get(Ljava/lang/String;)Lnet/pantrybox/app/pantry/PantryItem;
.end method

.method public abstract put(Lnet/pantrybox/app/pantry/PantryItem;)V
.end method

.method public abstract remove(Ljava/lang/String;)Z
.end method
