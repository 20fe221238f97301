.class public interface abstract Lcom/lendshelf/ShelfTool;
.super Ljava/lang/Object;
.source "ShelfTools.kt"

.field public static final Companion:Lcom/lendshelf/ShelfTool$Companion;

.method public abstract getName()Ljava/lang/String;
.end method

.method public getEffect()Lcom/lendshelf/Effect;
    .registers 2
    .line 16
    sget-object v0, Lcom/lendshelf/Effect;->READ:Lcom/lendshelf/Effect;
    return-object v0
.end method

.method public abstract run-aJOaiM4(Landroid/content/Context;ILorg/json/JSONObject;)Landroid/os/Bundle;
.end method

.method static constructor <clinit>()V
    .registers 1
    sget-object v0, Lcom/lendshelf/ShelfTool$Companion;->$$INSTANCE:Lcom/lendshelf/ShelfTool$Companion;
    sput-object v0, Lcom/lendshelf/ShelfTool;->Companion:Lcom/lendshelf/ShelfTool$Companion;
    return-void
.end method

