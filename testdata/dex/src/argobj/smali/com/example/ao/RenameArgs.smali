# Kotlin sketch (RenameArgs.kt):
#   data class RenameArgs(val id: String, val title: String, val confirmed: Boolean)   // 3
# kotlinc writes copy and its $default bridge, which fills each argument
# not given from the receiver's field (bit k of the mask: argument k
# left out). (toString, hashCode, equals and componentN are left out.)
.class public final Lcom/example/ao/RenameArgs;
.super Ljava/lang/Object;
.source "RenameArgs.kt"

.field private final id:Ljava/lang/String;
.field private final title:Ljava/lang/String;
.field private final confirmed:Z

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Z)V
    .locals 1
    const-string v0, "id"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "title"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/ao/RenameArgs;->id:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/ao/RenameArgs;->title:Ljava/lang/String;
    iput-boolean p3, p0, Lcom/example/ao/RenameArgs;->confirmed:Z
    return-void
.end method

.method public final getId()Ljava/lang/String;
    .locals 1
    .line 3
    iget-object v0, p0, Lcom/example/ao/RenameArgs;->id:Ljava/lang/String;
    return-object v0
.end method

.method public final getTitle()Ljava/lang/String;
    .locals 1
    .line 3
    iget-object v0, p0, Lcom/example/ao/RenameArgs;->title:Ljava/lang/String;
    return-object v0
.end method

.method public final getConfirmed()Z
    .locals 1
    .line 3
    iget-boolean v0, p0, Lcom/example/ao/RenameArgs;->confirmed:Z
    return v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;Z)Lcom/example/ao/RenameArgs;
    .locals 1
    const-string v0, "id"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "title"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/example/ao/RenameArgs;
    invoke-direct {v0, p1, p2, p3}, Lcom/example/ao/RenameArgs;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V
    return-object v0
.end method

.method public static synthetic copy$default(Lcom/example/ao/RenameArgs;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/example/ao/RenameArgs;
    .locals 0
    and-int/lit8 p5, p4, 0x1
    if-eqz p5, :cond_0
    iget-object p1, p0, Lcom/example/ao/RenameArgs;->id:Ljava/lang/String;
    :cond_0
    and-int/lit8 p5, p4, 0x2
    if-eqz p5, :cond_1
    iget-object p2, p0, Lcom/example/ao/RenameArgs;->title:Ljava/lang/String;
    :cond_1
    and-int/lit8 p4, p4, 0x4
    if-eqz p4, :cond_2
    iget-boolean p3, p0, Lcom/example/ao/RenameArgs;->confirmed:Z
    :cond_2
    invoke-virtual {p0, p1, p2, p3}, Lcom/example/ao/RenameArgs;->copy(Ljava/lang/String;Ljava/lang/String;Z)Lcom/example/ao/RenameArgs;
    move-result-object p0
    return-object p0
.end method
