.class public final Lcom/fieldkit/SqliteSampleRepo;
.super Ljava/lang/Object;
.source "Repo.kt"

# interfaces
.implements Lcom/fieldkit/SampleRepo;

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRepo.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Repo.kt\ncom/fieldkit/SqliteSampleRepo\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,62:1\n1#2:63\n*E\n"
.end annotation

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 3
    const-string v0, "db"
    invoke-static {v2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    iput-object v2, v1, Lcom/fieldkit/SqliteSampleRepo;->db:Landroid/database/sqlite/SQLiteDatabase;
    return-void
.end method

.method public insert(Lcom/fieldkit/Sample;)J
    .registers 13
    const-string v1, "sample"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    iget-object v0, v11, Lcom/fieldkit/SqliteSampleRepo;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "samples"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v3
    move-object v5, v4
    move-object v9, v2
    move-object v8, v1
    move-object v7, v0
    const/4 v0, 0x0
    move v6, v0
    .line 17
    const-string v1, "id"
    invoke-virtual {v12}, Lcom/fieldkit/Sample;->getId()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    const-string v1, "species"
    invoke-virtual {v12}, Lcom/fieldkit/Sample;->getSpecies()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    const-string v1, "site"
    invoke-virtual {v12}, Lcom/fieldkit/Sample;->getSite()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    nop
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v10, v0
    .line 16
    .line 16
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 20
    return-wide v0
.end method

.method public discard(Ljava/lang/String;Z)I
    .registers 15
    const-string v1, "id"
    move-object v0, v13
    invoke-static/range {v0 .. v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    if-eqz v14, :L32
    .line 24
    iget-object v0, v12, Lcom/fieldkit/SqliteSampleRepo;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "samples"
    const-string v2, "id = ?"
    const/4 v3, 0x1
    new-array v3, v3, [Ljava/lang/String;
    move-object v6, v3
    const/4 v4, 0x0
    aput-object v13, v6, v4
    invoke-virtual {v0, v1, v2, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
    :L32
    .line 26
    iget-object v0, v12, Lcom/fieldkit/SqliteSampleRepo;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "samples"
    new-instance v2, Landroid/content/ContentValues;
    invoke-direct {v2}, Landroid/content/ContentValues;-><init>()V
    move-object v6, v2
    move-object v7, v6
    .line 63
    move-object v10, v1
    move-object v9, v0
    const/4 v0, 0x0
    move v8, v0
    .line 26
    const-string v1, "hidden"
    const-string v2, "1"
    invoke-virtual {v7, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v11, v0
    .line 26
    .line 26
    const-string v3, "id = ?"
    const/4 v4, 0x1
    new-array v4, v4, [Ljava/lang/String;
    move-object v2, v6
    move-object v6, v4
    const/4 v5, 0x0
    aput-object v13, v6, v5
    invoke-virtual {v9, v10, v2, v3, v6}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public countBySpecies(Lcom/fieldkit/SpeciesFilter;)I
    .registers 9
    const-string v1, "filter"
    invoke-static {v8, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 30
    iget-object v0, v7, Lcom/fieldkit/SqliteSampleRepo;->db:Landroid/database/sqlite/SQLiteDatabase;
    invoke-virtual {v8}, Lcom/fieldkit/SpeciesFilter;->getSpecies()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v8}, Lcom/fieldkit/SpeciesFilter;->getLimit()I
    move-result v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "SELECT id FROM samples WHERE species = \'"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "\' LIMIT "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    const/4 v2, 0x0
    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v5, v0
    .line 31
    invoke-interface {v5}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v6, v0
    .line 32
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 33
    return v6
.end method

.method public countAtSite(Ljava/lang/String;)I
    .registers 8
    const-string v1, "site"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    iget-object v0, v6, Lcom/fieldkit/SqliteSampleRepo;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "SELECT id FROM samples WHERE site = ?"
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/String;
    move-object v5, v2
    const/4 v3, 0x0
    aput-object v7, v5, v3
    invoke-virtual {v0, v1, v5}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    move-object v4, v0
    .line 38
    invoke-interface {v4}, Landroid/database/Cursor;->getCount()I
    move-result v0
    move v5, v0
    .line 39
    invoke-interface {v4}, Landroid/database/Cursor;->close()V
    .line 40
    return v5
.end method

.method public logVisit(Ljava/lang/String;I)J
    .registers 14
    const-string v1, "site"
    invoke-static {v12, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 43
    iget-object v0, v11, Lcom/fieldkit/SqliteSampleRepo;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "visits"
    const/4 v2, 0x0
    new-instance v3, Landroid/content/ContentValues;
    invoke-direct {v3}, Landroid/content/ContentValues;-><init>()V
    move-object v4, v3
    move-object v5, v4
    move-object v9, v2
    move-object v8, v1
    move-object v7, v0
    const/4 v0, 0x0
    move v6, v0
    .line 44
    const-string v1, "site"
    invoke-virtual {v5, v1, v12}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 45
    const-string v1, "uid"
    invoke-static/range {v13 .. v13}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v5, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V
    .line 46
    nop
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    move-object v10, v0
    .line 43
    .line 43
    invoke-virtual {v7, v8, v9, v4}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J
    move-result-wide v0
    .line 46
    return-wide v0
.end method

