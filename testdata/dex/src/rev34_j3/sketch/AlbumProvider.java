package com.example.r34j3;

import android.os.Binder;
import com.clawseed.cetp.sdk.CetpAccessDecision;
import com.clawseed.cetp.sdk.CetpMutationExecutor;
import com.clawseed.cetp.sdk.CetpProviderRequest;
import com.clawseed.cetp.sdk.CetpProviderResult;
import com.clawseed.cetp.sdk.CetpProviderTool;
import com.clawseed.cetp.sdk.CetpV2ContentProvider;
import com.clawseed.cetp.sdk.ConfirmationPolicy;
import com.clawseed.cetp.sdk.ToolAnnotations;
import com.clawseed.cetp.sdk.ToolEffect;
import com.clawseed.cetp.sdk.ToolRisk;
import java.io.File;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;

// Printmate photo albums (ClawSeed SDK base class).
public final class AlbumProvider extends CetpV2ContentProvider {
    private Library library;
    private AlbumJournal journal;

    @Override
    public boolean onCreate() {
        library = new Library(getContext());
        journal = new AlbumJournal(getContext());
        return true;
    }

    @Override
    public List<CetpProviderTool> getProviderTools() {
        return Arrays.asList(
                new CetpProviderTool("list_albums", new ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)),
                new CetpProviderTool("import_photo", new ToolAnnotations(ToolEffect.CREATE, ToolRisk.MODERATE, ConfirmationPolicy.PROVIDER_POLICY)),
                new CetpProviderTool("delete_photo", new ToolAnnotations(ToolEffect.DELETE, ToolRisk.MODERATE, ConfirmationPolicy.ALWAYS)),
                new CetpProviderTool("delete_album", new ToolAnnotations(ToolEffect.DELETE, ToolRisk.HIGH, ConfirmationPolicy.ALWAYS)));
    }

    @Override
    public CetpMutationExecutor getMutationExecutor() {
        return journal;
    }

    @Override
    public CetpAccessDecision authorize(CetpProviderRequest request) {
        String partner = Partners.sole(getContext(), Binder.getCallingUid());
        if (partner == null) {
            return CetpAccessDecision.Deny.INSTANCE;
        }
        return library.granted(partner).containsAll(request.getScopes())
                ? CetpAccessDecision.Allow.INSTANCE
                : CetpAccessDecision.Deny.INSTANCE;
    }

    @Override
    public CetpProviderResult executeTool(CetpProviderRequest request) {
        String args = request.getArgs();
        try {
            switch (request.getToolName()) {
                case "list_albums":
                    return CetpProviderResult.Companion.ok(library.albums(Args.flag(args, "force_refresh")));
                case "import_photo": {
                    File source = new File(library.inbox(), Args.str(args, "file_name"));
                    return CetpProviderResult.Companion.ok(library.importFrom(source, Args.str(args, "album_id")));
                }
                case "delete_photo":
                    return CetpProviderResult.Companion.inline(library.deletePhoto(Args.str(args, "photo_id")));
                case "delete_album": {
                    String album = Args.str(args, "album_id");
                    if (library.photoCount(album) > 0 && !Args.flag(args, "user_approved")) {
                        return CetpProviderResult.Companion.error("CONFLICT", "album is not empty");
                    }
                    return CetpProviderResult.Companion.inline(library.deleteAlbum(album));
                }
                default:
                    return CetpProviderResult.Companion.unknownTool(request.getToolName());
            }
        } catch (IOException e) {
            return CetpProviderResult.Companion.error("UNAVAILABLE", "photo storage unavailable");
        }
    }
}
