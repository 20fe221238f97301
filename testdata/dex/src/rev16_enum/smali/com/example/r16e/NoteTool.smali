.class abstract enum Lcom/example/r16e/NoteTool;
.super Ljava/lang/Enum;
.source "NoteTool.java"

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r16e/NoteTool$4;,
        Lcom/example/r16e/NoteTool$3;,
        Lcom/example/r16e/NoteTool$2;,
        Lcom/example/r16e/NoteTool$1;
    }
.end annotation

.field private static final synthetic $VALUES:[Lcom/example/r16e/NoteTool;
.field public static final enum PURGE:Lcom/example/r16e/NoteTool;
.field public static final enum SEARCH:Lcom/example/r16e/NoteTool;
.field public static final enum STATUS:Lcom/example/r16e/NoteTool;
.field public static final enum WIPE:Lcom/example/r16e/NoteTool;

.method private static synthetic $values()[Lcom/example/r16e/NoteTool;
    .registers 4
    .line 9
    const/4 v0, 0x4
    new-array v0, v0, [Lcom/example/r16e/NoteTool;
    sget-object v1, Lcom/example/r16e/NoteTool;->SEARCH:Lcom/example/r16e/NoteTool;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/r16e/NoteTool;->PURGE:Lcom/example/r16e/NoteTool;
    const/4 v2, 0x1
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/r16e/NoteTool;->WIPE:Lcom/example/r16e/NoteTool;
    const/4 v2, 0x2
    aput-object v1, v0, v2
    sget-object v1, Lcom/example/r16e/NoteTool;->STATUS:Lcom/example/r16e/NoteTool;
    const/4 v3, 0x3
    aput-object v1, v0, v3
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 3
    .line 10
    new-instance v0, Lcom/example/r16e/NoteTool$1;
    const-string v1, "SEARCH"
    const/4 v2, 0x0
    invoke-direct {v0, v1, v2}, Lcom/example/r16e/NoteTool$1;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/example/r16e/NoteTool;->SEARCH:Lcom/example/r16e/NoteTool;
    .line 15
    new-instance v0, Lcom/example/r16e/NoteTool$2;
    const-string v1, "PURGE"
    const/4 v2, 0x1
    invoke-direct {v0, v1, v2}, Lcom/example/r16e/NoteTool$2;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/example/r16e/NoteTool;->PURGE:Lcom/example/r16e/NoteTool;
    .line 20
    new-instance v0, Lcom/example/r16e/NoteTool$3;
    const-string v1, "WIPE"
    const/4 v2, 0x2
    invoke-direct {v0, v1, v2}, Lcom/example/r16e/NoteTool$3;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/example/r16e/NoteTool;->WIPE:Lcom/example/r16e/NoteTool;
    .line 27
    new-instance v0, Lcom/example/r16e/NoteTool$4;
    const-string v1, "STATUS"
    const/4 v2, 0x3
    invoke-direct {v0, v1, v2}, Lcom/example/r16e/NoteTool$4;-><init>(Ljava/lang/String;I)V
    sput-object v0, Lcom/example/r16e/NoteTool;->STATUS:Lcom/example/r16e/NoteTool;
    .line 9
    invoke-static {}, Lcom/example/r16e/NoteTool;->$values()[Lcom/example/r16e/NoteTool;
    move-result-object v0
    sput-object v0, Lcom/example/r16e/NoteTool;->$VALUES:[Lcom/example/r16e/NoteTool;
    return-void
.end method

.method constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation
    .line 9
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/example/r16e/NoteTool;
    .registers 2
    .line 9
    const-class v0, Lcom/example/r16e/NoteTool;
    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;
    move-result-object p0
    check-cast p0, Lcom/example/r16e/NoteTool;
    return-object p0
.end method

.method public static values()[Lcom/example/r16e/NoteTool;
    .registers 1
    .line 9
    sget-object v0, Lcom/example/r16e/NoteTool;->$VALUES:[Lcom/example/r16e/NoteTool;
    invoke-virtual {v0}, [Lcom/example/r16e/NoteTool;->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [Lcom/example/r16e/NoteTool;
    return-object v0
.end method

.method abstract run(Landroid/database/sqlite/SQLiteDatabase;Landroid/os/Bundle;)Landroid/os/Bundle;
.end method
