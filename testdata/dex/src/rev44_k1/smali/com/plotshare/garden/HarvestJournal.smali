.class public final Lcom/plotshare/garden/HarvestJournal;
.super Ljava/lang/Object;
.source "HarvestProvider.kt"

# interfaces
.implements Lcom/clawseed/cetp/sdk/CetpMutationExecutor;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nHarvestProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 HarvestProvider.kt\ncom/plotshare/garden/HarvestJournal\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,109:1\n1#2:110\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/plotshare/garden/HarvestJournal;

.method private constructor <init>()V
    .registers 1
    .line 97
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public execute(Landroid/content/Context;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .registers 12
    .line 100
    const-string v1, "context"
    invoke-static {v9, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "requestId"
    invoke-static {v10, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "mutation"
    invoke-static {v11, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 99
    new-instance v0, Lcom/plotshare/garden/PlotDao_Impl;
    sget-object v2, Lcom/plotshare/garden/GardenDb;->INSTANCE:Lcom/plotshare/garden/GardenDb;
    invoke-virtual {v2, v9}, Lcom/plotshare/garden/GardenDb;->support(Landroid/content/Context;)Landroidx/sqlite/db/SupportSQLiteDatabase;
    move-result-object v2
    invoke-direct {v0, v2}, Lcom/plotshare/garden/PlotDao_Impl;-><init>(Landroidx/sqlite/db/SupportSQLiteDatabase;)V
    move-object v3, v0
    .line 100
    invoke-virtual {v3, v10}, Lcom/plotshare/garden/PlotDao_Impl;->findOutcome(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :L59
    move-object v6, v0
    .line 110
    const/4 v0, 0x0
    move v7, v0
    .line 100
    new-instance v0, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    invoke-direct {v0, v6}, Lcom/clawseed/cetp/sdk/CetpProviderResult;-><init>(Ljava/lang/String;)V
    return-object v0
    :L59
    .line 101
    invoke-interface {v11}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;
    move-result-object v0
    move-object v4, v0
    check-cast v4, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    move-object v5, v4
    .line 110
    const/4 v0, 0x0
    move v6, v0
    .line 101
    invoke-virtual {v5}, Lcom/clawseed/cetp/sdk/CetpProviderResult;->getJson()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v3, v10, v2}, Lcom/plotshare/garden/PlotDao_Impl;->saveOutcome(Ljava/lang/String;Ljava/lang/String;)V
    .line 101
    check-cast v4, Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .line 101
    return-object v4
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/plotshare/garden/HarvestJournal;
    invoke-direct {v0}, Lcom/plotshare/garden/HarvestJournal;-><init>()V
    sput-object v0, Lcom/plotshare/garden/HarvestJournal;->INSTANCE:Lcom/plotshare/garden/HarvestJournal;
    return-void
.end method

