.class public abstract Landroidx/work/ListenableWorker$Result;
.super Ljava/lang/Object;
.source "Work.kt"

.field public static final Companion:Landroidx/work/ListenableWorker$Result$Companion;

.method private constructor <init>()V
    .registers 1
    .line 16
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final success()Landroidx/work/ListenableWorker$Result;
    .registers 1
    sget-object v0, Landroidx/work/ListenableWorker$Result;->Companion:Landroidx/work/ListenableWorker$Result$Companion;
    invoke-virtual {v0}, Landroidx/work/ListenableWorker$Result$Companion;->success()Landroidx/work/ListenableWorker$Result;
    move-result-object v0
    .line 20
    return-object v0
.end method

.method public static final failure()Landroidx/work/ListenableWorker$Result;
    .registers 1
    sget-object v0, Landroidx/work/ListenableWorker$Result;->Companion:Landroidx/work/ListenableWorker$Result$Companion;
    invoke-virtual {v0}, Landroidx/work/ListenableWorker$Result$Companion;->failure()Landroidx/work/ListenableWorker$Result;
    move-result-object v0
    .line 21
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Landroidx/work/ListenableWorker$Result;-><init>()V
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Landroidx/work/ListenableWorker$Result$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Landroidx/work/ListenableWorker$Result$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Landroidx/work/ListenableWorker$Result;->Companion:Landroidx/work/ListenableWorker$Result$Companion;
    return-void
.end method

