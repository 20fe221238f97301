.class public final synthetic Lcom/quillvault/ArchiveTools$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# instance fields
.field public final synthetic f$0:Landroid/content/ContentValues;
.field public final synthetic f$1:Ljava/lang/String;


# direct methods
.method public synthetic constructor <init>(Landroid/content/ContentValues;Ljava/lang/String;)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/quillvault/ArchiveTools$$ExternalSyntheticLambda1;->f$0:Landroid/content/ContentValues;
    iput-object p2, p0, Lcom/quillvault/ArchiveTools$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    iget-object v0, p0, Lcom/quillvault/ArchiveTools$$ExternalSyntheticLambda1;->f$0:Landroid/content/ContentValues;
    iget-object v1, p0, Lcom/quillvault/ArchiveTools$$ExternalSyntheticLambda1;->f$1:Ljava/lang/String;
    check-cast p1, Landroid/database/sqlite/SQLiteDatabase;
    invoke-static {v0, v1, p1}, Lcom/quillvault/ArchiveTools;->restore$lambda$2$1(Landroid/content/ContentValues;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase;)Lkotlin/Unit;
    move-result-object v0
    return-object v0
.end method
