.class public final Lcom/fieldkit/Either$Left;
.super Lcom/fieldkit/Either;
.source "Either.kt"

.field private final value:Ljava/lang/Object;

.method public constructor <init>(Ljava/lang/Object;)V
    .registers 3
    .line 4
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/fieldkit/Either;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object v2, v1, Lcom/fieldkit/Either$Left;->value:Ljava/lang/Object;
    return-void
.end method

.method public final getValue()Ljava/lang/Object;
    .registers 2
    .line 4
    iget-object v0, v1, Lcom/fieldkit/Either$Left;->value:Ljava/lang/Object;
    return-object v0
.end method

