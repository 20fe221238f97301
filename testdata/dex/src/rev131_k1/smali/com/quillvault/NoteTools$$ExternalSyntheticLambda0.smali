.class public final synthetic Lcom/quillvault/NoteTools$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# instance fields
.field public final synthetic f$0:Landroid/content/ContentValues;


# direct methods
.method public synthetic constructor <init>(Landroid/content/ContentValues;)V
    .registers 2
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillvault/NoteTools$$ExternalSyntheticLambda0;->f$0:Landroid/content/ContentValues;
    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    iget-object v0, p0, Lcom/quillvault/NoteTools$$ExternalSyntheticLambda0;->f$0:Landroid/content/ContentValues;
    check-cast p1, Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v0, p1}, Lcom/quillvault/NoteTools;->create$lambda$2(Landroid/content/ContentValues;Landroid/database/sqlite/SQLiteDatabase;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
