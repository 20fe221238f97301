# Cmd.Delete (Cmd.kt:7), a data class reduced to its constructor and getter.
.class public final Lcom/example/td/Cmd$Delete;
.super Lcom/example/td/Cmd;
.source "Cmd.kt"

.field private final id:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .locals 1
    const-string v0, "id"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/example/td/Cmd;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/example/td/Cmd$Delete;->id:Ljava/lang/String;
    return-void
.end method

.method public final getId()Ljava/lang/String;
    .locals 1
    .line 7
    iget-object v0, p0, Lcom/example/td/Cmd$Delete;->id:Ljava/lang/String;
    return-object v0
.end method
