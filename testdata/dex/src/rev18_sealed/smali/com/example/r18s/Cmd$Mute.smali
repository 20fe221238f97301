.class public final Lcom/example/r18s/Cmd$Mute;
.super Ljava/lang/Object;
.source "Cmd.kt"

# Kotlin: data class Mute(val folder: String, val notify: Boolean) : Cmd (equals/hashCode/toString/copy/componentN left out of the fixture)

# interfaces
.implements Lcom/example/r18s/Cmd;

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r18s/Cmd;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Mute"
.end annotation

.field private final folder:Ljava/lang/String;

.field private final notify:Z

.method public constructor <init>(Ljava/lang/String;Z)V
    .registers 4
    const-string v0, "folder"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/r18s/Cmd$Mute;->folder:Ljava/lang/String;
    iput-boolean p2, p0, Lcom/example/r18s/Cmd$Mute;->notify:Z
    return-void
.end method

.method public final getFolder()Ljava/lang/String;
    .registers 2
    .line 7
    iget-object v0, p0, Lcom/example/r18s/Cmd$Mute;->folder:Ljava/lang/String;
    return-object v0
.end method

.method public final getNotify()Z
    .registers 2
    .line 7
    iget-boolean v0, p0, Lcom/example/r18s/Cmd$Mute;->notify:Z
    return v0
.end method
