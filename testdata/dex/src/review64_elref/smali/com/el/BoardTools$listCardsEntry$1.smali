.class final synthetic Lcom/el/BoardTools$listCardsEntry$1;
.super Lkotlin/jvm/internal/FunctionReferenceImpl;
.source "Tools.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;


# direct methods
.method constructor <init>(Ljava/lang/Object;)V
    .registers 9
    const/4 v1, 0x2
    const-class v3, Lcom/el/BoardTools;
    const-string v4, "listCards"
    const-string v5, "listCards(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;"
    const/4 v6, 0x0
    move-object v0, v7
    move-object v2, v8
    invoke-direct/range {v0 .. v6}, Lkotlin/jvm/internal/FunctionReferenceImpl;-><init>(ILjava/lang/Object;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    return-void
.end method


# virtual methods
.method public final invoke(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    const-string v1, "p0"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "p1"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    iget-object v0, v2, Lcom/el/BoardTools$listCardsEntry$1;->receiver:Ljava/lang/Object;
    check-cast v0, Lcom/el/BoardTools;
    .line 25
    invoke-static {v0, v3, v4}, Lcom/el/BoardTools;->access$listCards(Lcom/el/BoardTools;Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    .line 25
    move-object v1, v4
    check-cast v1, Landroid/database/sqlite/SQLiteDatabase;
    move-object v2, v5
    check-cast v2, Ljava/lang/String;
    invoke-virtual {v3, v1, v2}, Lcom/el/BoardTools$listCardsEntry$1;->invoke(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

