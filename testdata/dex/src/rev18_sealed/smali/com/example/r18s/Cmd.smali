.class public interface abstract Lcom/example/r18s/Cmd;
.super Ljava/lang/Object;
.source "Cmd.kt"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r18s/Cmd$Companion;,
        Lcom/example/r18s/Cmd$Mute;,
        Lcom/example/r18s/Cmd$Purge;
    }
.end annotation

.field public static final Companion:Lcom/example/r18s/Cmd$Companion;

.method static constructor <clinit>()V
    .registers 1
    sget-object v0, Lcom/example/r18s/Cmd$Companion;->$$INSTANCE:Lcom/example/r18s/Cmd$Companion;
    sput-object v0, Lcom/example/r18s/Cmd;->Companion:Lcom/example/r18s/Cmd$Companion;
    return-void
.end method
