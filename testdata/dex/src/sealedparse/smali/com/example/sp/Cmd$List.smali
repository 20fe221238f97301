# Kotlin sketch: `object List : Cmd()` in Cmd.kt:4 (sketch beside Cmd.smali).
.class public final Lcom/example/sp/Cmd$List;
.super Lcom/example/sp/Cmd;
.source "Cmd.kt"

.field public static final INSTANCE:Lcom/example/sp/Cmd$List;

.method static constructor <clinit>()V
    .locals 1
    new-instance v0, Lcom/example/sp/Cmd$List;
    invoke-direct {v0}, Lcom/example/sp/Cmd$List;-><init>()V
    sput-object v0, Lcom/example/sp/Cmd$List;->INSTANCE:Lcom/example/sp/Cmd$List;
    return-void
.end method

.method private constructor <init>()V
    .locals 1
    .line 4
    const/4 v0, 0x0
    invoke-direct {p0, v0}, Lcom/example/sp/Cmd;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method
