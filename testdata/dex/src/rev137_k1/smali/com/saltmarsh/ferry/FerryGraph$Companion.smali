.class public final Lcom/saltmarsh/ferry/FerryGraph$Companion;
.super Ljava/lang/Object;
.source "Graph.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/saltmarsh/ferry/FerryGraph$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final of(Landroid/content/Context;)Lcom/saltmarsh/ferry/FerryGraph;
    .registers 9

    const-string v1, "ctx"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    invoke-static {}, Lcom/saltmarsh/ferry/FerryGraph;->access$getInstance$cp()Lcom/saltmarsh/ferry/FerryGraph;

    move-result-object v0

    if-nez v0, :cond_1

    new-instance v0, Lcom/saltmarsh/ferry/FerryGraph;

    invoke-virtual {p1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    if-nez v2, :cond_0

    move-object v2, p1

    :cond_0
    const/4 v3, 0x0

    invoke-direct {v0, v2, v3}, Lcom/saltmarsh/ferry/FerryGraph;-><init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v4, v0

    move-object v5, v4

    .line 39
    const/4 v6, 0x0

    .line 35
    sget-object v0, Lcom/saltmarsh/ferry/FerryGraph;->Companion:Lcom/saltmarsh/ferry/FerryGraph$Companion;

    invoke-static {v5}, Lcom/saltmarsh/ferry/FerryGraph;->access$setInstance$cp(Lcom/saltmarsh/ferry/FerryGraph;)V

    move-object v0, v4

    :cond_1
    return-object v0
.end method
