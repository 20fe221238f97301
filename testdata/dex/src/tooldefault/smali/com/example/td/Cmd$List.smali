# Cmd.List (Cmd.kt:6), a Kotlin object: one INSTANCE made in <clinit>.
.class public final Lcom/example/td/Cmd$List;
.super Lcom/example/td/Cmd;
.source "Cmd.kt"

.field public static final INSTANCE:Lcom/example/td/Cmd$List;

.method static constructor <clinit>()V
    .locals 1
    new-instance v0, Lcom/example/td/Cmd$List;
    invoke-direct {v0}, Lcom/example/td/Cmd$List;-><init>()V
    sput-object v0, Lcom/example/td/Cmd$List;->INSTANCE:Lcom/example/td/Cmd$List;
    return-void
.end method

.method private constructor <init>()V
    .locals 1
    .line 6
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/example/td/Cmd;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method
