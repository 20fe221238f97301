.class public final synthetic Lcom/quirewell/vault/VaultCatalog$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Function;


# instance fields
.field public final synthetic f$0:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method public synthetic constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/quirewell/vault/VaultCatalog$$ExternalSyntheticLambda0;->f$0:Landroid/database/sqlite/SQLiteDatabase;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/quirewell/vault/VaultCatalog$$ExternalSyntheticLambda0;->f$0:Landroid/database/sqlite/SQLiteDatabase;

    check-cast p1, Ljava/lang/String;

    invoke-static {v0, p1}, Lcom/quirewell/vault/VaultCatalog;->lambda$populate$0(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    return-object v0
.end method
