.class public final Lcom/kw/Extra;
.super Ljava/lang/Object;
.source "App.kt"

# interfaces
.implements Lkotlin/properties/ReadOnlyProperty;

# instance fields
.field private final key:Ljava/lang/String;
.field private final read:Lkotlin/jvm/functions/Function2;


# direct methods
.method public constructor <init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    .registers 5
    const-string v1, "key"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "read"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 33
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/kw/Extra;->key:Ljava/lang/String;
    iput-object v4, v2, Lcom/kw/Extra;->read:Lkotlin/jvm/functions/Function2;
    return-void
.end method


# virtual methods
.method public getValue(Lcom/kw/Req;Lkotlin/reflect/KProperty;)Ljava/lang/String;
    .registers 6
    const-string v1, "thisRef"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "property"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    iget-object v0, v3, Lcom/kw/Extra;->read:Lkotlin/jvm/functions/Function2;
    invoke-virtual {v4}, Lcom/kw/Req;->getExtras()Landroid/os/Bundle;
    move-result-object v1
    iget-object v2, v3, Lcom/kw/Extra;->key:Ljava/lang/String;
    invoke-interface {v0, v1, v2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public bridge synthetic getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    .registers 5
    .line 33
    move-object v1, v3
    check-cast v1, Lcom/kw/Req;
    invoke-virtual {v2, v1, v4}, Lcom/kw/Extra;->getValue(Lcom/kw/Req;Lkotlin/reflect/KProperty;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

