.class public abstract Lcom/quiltroom/QuiltDatabase;
.super Landroidx/room/RoomDatabase;
.source "Model.kt"

.field public static final Companion:Lcom/quiltroom/QuiltDatabase$Companion;
.field private static volatile instance:Lcom/quiltroom/QuiltDatabase;

.method public constructor <init>()V
    .registers 1
    .line 34
    invoke-direct {v0}, Landroidx/room/RoomDatabase;-><init>()V
    return-void
.end method

.method public abstract patternDao()Lcom/quiltroom/PatternDao;
.end method

.method public static final synthetic access$getInstance$cp()Lcom/quiltroom/QuiltDatabase;
    .registers 1
    .line 34
    sget-object v0, Lcom/quiltroom/QuiltDatabase;->instance:Lcom/quiltroom/QuiltDatabase;
    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lcom/quiltroom/QuiltDatabase;)V
    .registers 1
    .line 34
    sput-object v0, Lcom/quiltroom/QuiltDatabase;->instance:Lcom/quiltroom/QuiltDatabase;
    return-void
.end method

.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/quiltroom/QuiltDatabase$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/quiltroom/QuiltDatabase$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/quiltroom/QuiltDatabase;->Companion:Lcom/quiltroom/QuiltDatabase$Companion;
    return-void
.end method

