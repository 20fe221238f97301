.class public final Lcom/brambleway/Extra;
.super Ljava/lang/Object;
.source "Request.kt"

# interfaces
.implements Lkotlin/properties/ReadOnlyProperty;

# instance fields
.field private final key:Ljava/lang/String;
.field private final read:Lkotlin/jvm/functions/Function2;


# direct methods
.method public constructor <init>(Ljava/lang/String;Lkotlin/jvm/functions/Function2;)V
    .registers 4
    const-string v0, "key"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "read"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/brambleway/Extra;->key:Ljava/lang/String;
    iput-object p2, p0, Lcom/brambleway/Extra;->read:Lkotlin/jvm/functions/Function2;
    return-void
.end method


# virtual methods
.method public getValue(Lcom/brambleway/Request;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    .registers 6
    const-string v1, "thisRef"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "property"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    iget-object v0, p0, Lcom/brambleway/Extra;->read:Lkotlin/jvm/functions/Function2;
    invoke-virtual {p1}, Lcom/brambleway/Request;->getExtras()Landroid/os/Bundle;
    move-result-object v1
    iget-object v2, p0, Lcom/brambleway/Extra;->key:Ljava/lang/String;
    invoke-interface {v0, v1, v2}, Lkotlin/jvm/functions/Function2;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    .registers 5
    .line 11
    move-object v1, p1
    check-cast v1, Lcom/brambleway/Request;
    invoke-virtual {p0, v1, p2}, Lcom/brambleway/Extra;->getValue(Lcom/brambleway/Request;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method
