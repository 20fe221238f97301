.class public interface abstract Lcom/larder/kitchen/data/KitchenStore;
.super Ljava/lang/Object;
.source "KitchenStore.java"


# virtual methods
.method public abstract addItem(Ljava/lang/String;IJ)J
.end method

.method public abstract addToList(JLjava/lang/String;I)J
.end method

.method public abstract checkedCount(J)I
.end method

.method public abstract clearChecked(J)I
.end method

.method public abstract clearPantry()I
    .annotation runtime Lcom/larder/kitchen/cetp/Destructive;
        value = "Throw away everything in the pantry?"
    .end annotation
.end method

.method public abstract deleteList(J)I
    .annotation runtime Lcom/larder/kitchen/cetp/Destructive;
        value = "Delete shopping list %d and everything on it?"
    .end annotation
.end method

.method public abstract discardExpired(J)I
.end method

.method public abstract discardItem(J)I
.end method

.method public abstract expiring(J)Lorg/json/JSONArray;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract item(J)Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract items(Ljava/lang/String;)Lorg/json/JSONArray;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract list(J)Lorg/json/JSONObject;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract lists()Lorg/json/JSONArray;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
.end method

.method public abstract photoName(J)Ljava/lang/String;
.end method

.method public abstract placeOrder(JLjava/lang/String;)Ljava/lang/String;
    .annotation runtime Lcom/larder/kitchen/cetp/Destructive;
        value = "Place the order for shopping list %d at store %s?"
    .end annotation
.end method

.method public abstract receiptName(Ljava/lang/String;)Ljava/lang/String;
.end method

.method public abstract useItem(JI)I
.end method
