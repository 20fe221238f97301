.class public final synthetic Lcom/quirewell/notes/NotesCatalog$$ExternalSyntheticLambda2;
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

    iput-object p1, p0, Lcom/quirewell/notes/NotesCatalog$$ExternalSyntheticLambda2;->f$0:Landroid/database/sqlite/SQLiteDatabase;

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Lcom/quirewell/notes/NotesCatalog$$ExternalSyntheticLambda2;->f$0:Landroid/database/sqlite/SQLiteDatabase;

    check-cast p1, Ljava/lang/String;

    invoke-static {v0, p1}, Lcom/quirewell/notes/NotesCatalog;->lambda$populate$2(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v0

    return-object v0
.end method
