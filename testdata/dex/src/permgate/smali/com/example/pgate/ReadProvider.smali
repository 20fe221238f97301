# Java sketch (ReadProvider.java), its manifest entry guarded only by
# android:readPermission="com.example.pgate.permission.READ" (declared
# without a protectionLevel: normal):
#   public class ReadProvider extends ContentProvider {
#       @Override public Cursor query(Uri uri, String[] projection, String selection,
#                                     String[] selectionArgs, String sortOrder) {
#           return db.query("notes", projection, selection, selectionArgs, null, null, sortOrder); // 14
#       }
#   }
# true positive CETP605: a normal-level readPermission is no caller check
.class public Lcom/example/pgate/ReadProvider;
.super Landroid/content/ContentProvider;
.source "ReadProvider.java"

.field private db:Landroid/database/sqlite/SQLiteDatabase;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 14
    .line 14
    iget-object v0, p0, Lcom/example/pgate/ReadProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    const-string v1, "notes"
    move-object v2, p2
    move-object v3, p3
    move-object v4, p4
    const/4 v5, 0x0
    const/4 v6, 0x0
    move-object v7, p5
    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method
