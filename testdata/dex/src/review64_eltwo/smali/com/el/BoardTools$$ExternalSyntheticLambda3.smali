.class public final synthetic Lcom/el/BoardTools$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# static fields
.field public static final synthetic INSTANCE:Lcom/el/BoardTools$$ExternalSyntheticLambda3;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/el/BoardTools$$ExternalSyntheticLambda3;
    invoke-direct {v0}, Lcom/el/BoardTools$$ExternalSyntheticLambda3;-><init>()V
    sput-object v0, Lcom/el/BoardTools$$ExternalSyntheticLambda3;->INSTANCE:Lcom/el/BoardTools$$ExternalSyntheticLambda3;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    check-cast p1, Landroid/database/sqlite/SQLiteDatabase;
    check-cast p2, Ljava/lang/String;
    invoke-static {p1, p2}, Lcom/el/BoardTools;->countCards$lambda$1(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

