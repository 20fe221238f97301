.class public final Lcom/quillbox/Catalog;
.super Ljava/lang/Object;
.source "Catalog.kt"

# static fields
.field public static final INSTANCE:Lcom/quillbox/Catalog;
.field private static final NOTEBOOK_INFO:Ljava/lang/String; = "{\"provider_id\":\"com.quillbox.notebook\",\"provider_name\":\"Quillbox notebook\",\n\"description\":\"Read, add, export and clean up Quillbox notes\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\n\"scopes\":[{\"name\":\"notes.read\",\"title\":\"Read notes\",\"description\":\"Read note titles and bodies\",\"access\":\"read\",\"sensitivity\":\"personal\"},\n{\"name\":\"notes.write\",\"title\":\"Change notes\",\"description\":\"Add, export, delete and purge notes\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"
.field private static final NOTEBOOK_MUTATIONS:Ljava/util/Set;
.field private static final NOTEBOOK_TOOLS:Ljava/lang/String; = "{\"revision\":\"notebook-9\",\"tools\":[\n{\"name\":\"list_notes\",\"title\":\"List notes\",\"description\":\"Notes of one folder, newest first\",\"scopes\":[\"notes.read\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"},\"query\":{\"type\":\"string\"}},\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\"}},\"required\":[\"notes\"]},\n \"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"get_note\",\"title\":\"Get a note\",\"description\":\"One note with its body\",\"scopes\":[\"notes.read\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":[\"note_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"},\"body\":{\"type\":\"string\"}},\"required\":[\"id\"]},\n \"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"add_notes\",\"title\":\"Add notes\",\"description\":\"Add notes to a folder\",\"scopes\":[\"notes.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"},\"notes\":{\"type\":\"array\"}},\"required\":[\"notes\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"ids\":{\"type\":\"array\"}},\"required\":[\"ids\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"import_markdown\",\"title\":\"Import markdown\",\"description\":\"Split a markdown text into notes at its headings\",\"scopes\":[\"notes.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"},\"markdown\":{\"type\":\"string\"}},\"required\":[\"markdown\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"ids\":{\"type\":\"array\"}},\"required\":[\"ids\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"export_notes\",\"title\":\"Export notes\",\"description\":\"Write a folder's notes to one markdown file\",\"scopes\":[\"notes.read\",\"notes.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"},\"file_name\":{\"type\":\"string\"}},\"required\":[\"file_name\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"file\":{\"type\":\"string\"},\"bytes\":{\"type\":\"integer\"}},\"required\":[\"file\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"archive_notes\",\"title\":\"Archive notes\",\"description\":\"Write a folder's notes to a zip archive\",\"scopes\":[\"notes.read\",\"notes.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"}},\"required\":[\"name\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"file\":{\"type\":\"string\"},\"bytes\":{\"type\":\"integer\"}},\"required\":[\"file\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"delete_note\",\"title\":\"Delete a note\",\"description\":\"Delete one note for good\",\"scopes\":[\"notes.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":[\"note_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"integer\"}},\"required\":[\"deleted\"]},\n \"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"purge_trash\",\"title\":\"Empty the trash\",\"description\":\"Delete every note in the trash for good\",\"scopes\":[\"notes.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"confirmed\":{\"type\":\"boolean\"}},\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"purged\":{\"type\":\"integer\"}},\"required\":[\"purged\"]},\n \"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}}]}"
.field private static final SHARE_INFO:Ljava/lang/String; = "{\"provider_id\":\"com.quillbox.share\",\"provider_name\":\"Quillbox sharing\",\n\"description\":\"Share and publish Quillbox notes\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\n\"scopes\":[{\"name\":\"shares.read\",\"title\":\"See shares\",\"description\":\"See who a note is shared with\",\"access\":\"read\",\"sensitivity\":\"personal\"},\n{\"name\":\"shares.write\",\"title\":\"Share notes\",\"description\":\"Share, publish and revoke notes\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"
.field private static final SHARE_MUTATIONS:Ljava/util/Set;
.field private static final SHARE_TOOLS:Ljava/lang/String; = "{\"revision\":\"share-4\",\"tools\":[\n{\"name\":\"list_shares\",\"title\":\"List shares\",\"description\":\"Current shares and published notes\",\"scopes\":[\"shares.read\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"shares\":{\"type\":\"array\"}},\"required\":[\"shares\"]},\n \"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"share_note\",\"title\":\"Share a note\",\"description\":\"Share one note with a recipient by email\",\"scopes\":[\"shares.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"},\"recipient\":{\"type\":\"string\"}},\"required\":[\"note_id\",\"recipient\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"share_id\":{\"type\":\"integer\"}},\"required\":[\"share_id\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"high\",\"destructive\":false,\"idempotent\":false,\"open_world\":true,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"publish_note\",\"title\":\"Publish a note\",\"description\":\"Publish one note at a public link\",\"scopes\":[\"shares.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":[\"note_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"share_id\":{\"type\":\"integer\"}},\"required\":[\"share_id\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"high\",\"destructive\":false,\"idempotent\":false,\"open_world\":true,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"revoke_share\",\"title\":\"Revoke a share\",\"description\":\"Stop sharing or publishing a note\",\"scopes\":[\"shares.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"share_id\":{\"type\":\"integer\"}},\"required\":[\"share_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"revoked\":{\"type\":\"integer\"}},\"required\":[\"revoked\"]},\n \"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"destructive\":false,\"idempotent\":true,\"open_world\":true,\"confirmation\":\"always\",\"execution\":\"sync\"}}]}"


# direct methods
.method static constructor <clinit>()V
    .registers 4
    new-instance v0, Lcom/quillbox/Catalog;
    invoke-direct {v0}, Lcom/quillbox/Catalog;-><init>()V
    sput-object v0, Lcom/quillbox/Catalog;->INSTANCE:Lcom/quillbox/Catalog;
    .line 76
    const/4 v0, 0x6
    new-array v3, v0, [Ljava/lang/String;
    const-string v2, "add_notes"
    const/4 v1, 0x0
    aput-object v2, v3, v1
    const-string v2, "import_markdown"
    const/4 v1, 0x1
    aput-object v2, v3, v1
    const-string v2, "export_notes"
    const/4 v1, 0x2
    aput-object v2, v3, v1
    const-string v2, "archive_notes"
    const/4 v1, 0x3
    aput-object v2, v3, v1
    const-string v2, "delete_note"
    const/4 v1, 0x4
    aput-object v2, v3, v1
    const-string v2, "purge_trash"
    const/4 v1, 0x5
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/quillbox/Catalog;->NOTEBOOK_MUTATIONS:Ljava/util/Set;
    .line 78
    const/4 v0, 0x3
    new-array v3, v0, [Ljava/lang/String;
    const-string v2, "share_note"
    const/4 v1, 0x0
    aput-object v2, v3, v1
    const-string v2, "publish_note"
    const/4 v1, 0x1
    aput-object v2, v3, v1
    const-string v2, "revoke_share"
    const/4 v1, 0x2
    aput-object v2, v3, v1
    invoke-static {v3}, Lkotlin/collections/SetsKt;->setOf([Ljava/lang/Object;)Ljava/util/Set;
    move-result-object v0
    sput-object v0, Lcom/quillbox/Catalog;->SHARE_MUTATIONS:Ljava/util/Set;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final getNOTEBOOK_MUTATIONS()Ljava/util/Set;
    .registers 2
    .line 76
    sget-object v0, Lcom/quillbox/Catalog;->NOTEBOOK_MUTATIONS:Ljava/util/Set;
    return-object v0
.end method

.method public final getSHARE_MUTATIONS()Ljava/util/Set;
    .registers 2
    .line 78
    sget-object v0, Lcom/quillbox/Catalog;->SHARE_MUTATIONS:Ljava/util/Set;
    return-object v0
.end method

.method public final notebookInfo()Lorg/json/JSONObject;
    .registers 3
    .line 68
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "{\"provider_id\":\"com.quillbox.notebook\",\"provider_name\":\"Quillbox notebook\",\n\"description\":\"Read, add, export and clean up Quillbox notes\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\n\"scopes\":[{\"name\":\"notes.read\",\"title\":\"Read notes\",\"description\":\"Read note titles and bodies\",\"access\":\"read\",\"sensitivity\":\"personal\"},\n{\"name\":\"notes.write\",\"title\":\"Change notes\",\"description\":\"Add, export, delete and purge notes\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public final notebookTools()Lorg/json/JSONObject;
    .registers 3
    .line 70
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "{\"revision\":\"notebook-9\",\"tools\":[\n{\"name\":\"list_notes\",\"title\":\"List notes\",\"description\":\"Notes of one folder, newest first\",\"scopes\":[\"notes.read\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"},\"query\":{\"type\":\"string\"}},\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"notes\":{\"type\":\"array\"}},\"required\":[\"notes\"]},\n \"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"get_note\",\"title\":\"Get a note\",\"description\":\"One note with its body\",\"scopes\":[\"notes.read\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":[\"note_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"},\"body\":{\"type\":\"string\"}},\"required\":[\"id\"]},\n \"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"add_notes\",\"title\":\"Add notes\",\"description\":\"Add notes to a folder\",\"scopes\":[\"notes.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"},\"notes\":{\"type\":\"array\"}},\"required\":[\"notes\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"ids\":{\"type\":\"array\"}},\"required\":[\"ids\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"import_markdown\",\"title\":\"Import markdown\",\"description\":\"Split a markdown text into notes at its headings\",\"scopes\":[\"notes.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"},\"markdown\":{\"type\":\"string\"}},\"required\":[\"markdown\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"ids\":{\"type\":\"array\"}},\"required\":[\"ids\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"export_notes\",\"title\":\"Export notes\",\"description\":\"Write a folder's notes to one markdown file\",\"scopes\":[\"notes.read\",\"notes.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"},\"file_name\":{\"type\":\"string\"}},\"required\":[\"file_name\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"file\":{\"type\":\"string\"},\"bytes\":{\"type\":\"integer\"}},\"required\":[\"file\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"archive_notes\",\"title\":\"Archive notes\",\"description\":\"Write a folder's notes to a zip archive\",\"scopes\":[\"notes.read\",\"notes.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"folder\":{\"type\":\"string\"},\"name\":{\"type\":\"string\"}},\"required\":[\"name\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"file\":{\"type\":\"string\"},\"bytes\":{\"type\":\"integer\"}},\"required\":[\"file\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":false,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"delete_note\",\"title\":\"Delete a note\",\"description\":\"Delete one note for good\",\"scopes\":[\"notes.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":[\"note_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"deleted\":{\"type\":\"integer\"}},\"required\":[\"deleted\"]},\n \"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"purge_trash\",\"title\":\"Empty the trash\",\"description\":\"Delete every note in the trash for good\",\"scopes\":[\"notes.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"confirmed\":{\"type\":\"boolean\"}},\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"purged\":{\"type\":\"integer\"}},\"required\":[\"purged\"]},\n \"annotations\":{\"effect\":\"delete\",\"risk\":\"high\",\"destructive\":true,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"always\",\"execution\":\"sync\"}}]}"
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public final shareInfo()Lorg/json/JSONObject;
    .registers 3
    .line 72
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "{\"provider_id\":\"com.quillbox.share\",\"provider_name\":\"Quillbox sharing\",\n\"description\":\"Share and publish Quillbox notes\",\"schema_dialect\":\"https://json-schema.org/draft/2020-12/schema\",\n\"scopes\":[{\"name\":\"shares.read\",\"title\":\"See shares\",\"description\":\"See who a note is shared with\",\"access\":\"read\",\"sensitivity\":\"personal\"},\n{\"name\":\"shares.write\",\"title\":\"Share notes\",\"description\":\"Share, publish and revoke notes\",\"access\":\"write\",\"sensitivity\":\"personal\"}]}"
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public final shareTools()Lorg/json/JSONObject;
    .registers 3
    .line 74
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "{\"revision\":\"share-4\",\"tools\":[\n{\"name\":\"list_shares\",\"title\":\"List shares\",\"description\":\"Current shares and published notes\",\"scopes\":[\"shares.read\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"shares\":{\"type\":\"array\"}},\"required\":[\"shares\"]},\n \"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"destructive\":false,\"idempotent\":true,\"open_world\":false,\"confirmation\":\"never\",\"execution\":\"sync\"}},\n{\"name\":\"share_note\",\"title\":\"Share a note\",\"description\":\"Share one note with a recipient by email\",\"scopes\":[\"shares.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"},\"recipient\":{\"type\":\"string\"}},\"required\":[\"note_id\",\"recipient\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"share_id\":{\"type\":\"integer\"}},\"required\":[\"share_id\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"high\",\"destructive\":false,\"idempotent\":false,\"open_world\":true,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"publish_note\",\"title\":\"Publish a note\",\"description\":\"Publish one note at a public link\",\"scopes\":[\"shares.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"note_id\":{\"type\":\"integer\"}},\"required\":[\"note_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"share_id\":{\"type\":\"integer\"}},\"required\":[\"share_id\"]},\n \"annotations\":{\"effect\":\"create\",\"risk\":\"high\",\"destructive\":false,\"idempotent\":false,\"open_world\":true,\"confirmation\":\"always\",\"execution\":\"sync\"}},\n{\"name\":\"revoke_share\",\"title\":\"Revoke a share\",\"description\":\"Stop sharing or publishing a note\",\"scopes\":[\"shares.write\"],\n \"input_schema\":{\"type\":\"object\",\"properties\":{\"share_id\":{\"type\":\"integer\"}},\"required\":[\"share_id\"],\"additionalProperties\":false},\n \"output_schema\":{\"type\":\"object\",\"properties\":{\"revoked\":{\"type\":\"integer\"}},\"required\":[\"revoked\"]},\n \"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"destructive\":false,\"idempotent\":true,\"open_world\":true,\"confirmation\":\"always\",\"execution\":\"sync\"}}]}"
    invoke-direct {v0, v1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method
