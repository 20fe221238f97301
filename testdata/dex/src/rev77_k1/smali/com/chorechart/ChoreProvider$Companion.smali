.class public final Lcom/chorechart/ChoreProvider$Companion;
.super Ljava/lang/Object;
.source "ChoreProvider.kt"


.method private constructor <init>()V
    .registers 1
    .line 109
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final getFAMILY_APPS()Ljava/util/Set;
    .registers 2
    .line 110
    invoke-static {}, Lcom/chorechart/ChoreProvider;->access$getFAMILY_APPS$cp()Ljava/util/Set;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/chorechart/ChoreProvider$Companion;-><init>()V
    return-void
.end method

