.class public final Lcom/dq/ExtraString;
.super Ljava/lang/Object;
.source "ShareProvider.kt"

# interfaces
.implements Lkotlin/properties/ReadOnlyProperty;

# instance fields
.field private final extras:Landroid/os/Bundle;
.field private final key:Ljava/lang/String;


# direct methods
.method public constructor <init>(Landroid/os/Bundle;Ljava/lang/String;)V
    .registers 5
    const-string v1, "extras"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "key"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    iput-object v3, v2, Lcom/dq/ExtraString;->extras:Landroid/os/Bundle;
    iput-object v4, v2, Lcom/dq/ExtraString;->key:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/String;
    .registers 5
    const-string v1, "property"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    iget-object v0, v2, Lcom/dq/ExtraString;->extras:Landroid/os/Bundle;
    iget-object v1, v2, Lcom/dq/ExtraString;->key:Ljava/lang/String;
    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    .registers 4
    .line 13
    invoke-virtual {v1, v2, v3}, Lcom/dq/ExtraString;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

