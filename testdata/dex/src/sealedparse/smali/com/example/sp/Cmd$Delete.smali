# Kotlin sketch: `class Delete(val id: String) : Cmd()` in Cmd.kt:6 (sketch
# beside Cmd.smali).
.class public final Lcom/example/sp/Cmd$Delete;
.super Lcom/example/sp/Cmd;
.source "Cmd.kt"

.field private final id:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .locals 1
    const-string v0, "id"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 6
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/example/sp/Cmd;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    iput-object p1, p0, Lcom/example/sp/Cmd$Delete;->id:Ljava/lang/String;
    return-void
.end method

.method public final getId()Ljava/lang/String;
    .locals 1
    .line 6
    iget-object v0, p0, Lcom/example/sp/Cmd$Delete;->id:Ljava/lang/String;
    return-object v0
.end method
